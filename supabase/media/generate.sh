#!/usr/bin/env bash
# Regenerates every seed media file under supabase/media/<bucket>/<path>.
#
# All images, audio, video and PDFs here are made by this script from scratch (gradients, simple
# shapes, sine tones and text set in DejaVu fonts); nothing is taken from third parties. The files
# are committed, so running the stack never needs this script or ffmpeg.
#
# Requirements (Debian): apt-get install -y ffmpeg imagemagick fonts-dejavu-core
#   (ImageMagick draws only the podcast cover; ffmpeg makes everything else.)
# Usage: bash supabase/media/generate.sh        (from anywhere; rewrites the files in place)
# Then: npm run media:variants -- --seed       (the WebP variants beside each image and their sizes
#                                               in supabase/seed.sql, docs/decisions/0042)
#
# Budget: keep the whole directory well under 8 MB (it is uploaded on every fresh local stack).
set -euo pipefail

MEDIA_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
TMP_DIR="$(mktemp -d)"
trap 'rm -rf "$TMP_DIR"' EXIT

for f in "$FONT_BOLD" "$FONT_REGULAR"; do
  [[ -f "$f" ]] || { echo "missing font $f (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
done
command -v ffmpeg >/dev/null || { echo "ffmpeg not found (apt-get install -y ffmpeg)" >&2; exit 1; }
command -v convert >/dev/null || { echo "ImageMagick not found (apt-get install -y imagemagick)" >&2; exit 1; }

ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# Encoder options by file extension: small files, good enough for the web.
encode_opts() {
  case "$1" in
    *.jpg) echo "-q:v 5" ;;
    *.webp) echo "-c:v libwebp -quality 72 -compression_level 6" ;;
    *) echo "unsupported image type: $1" >&2; exit 1 ;;
  esac
}

# picture OUT WIDTH HEIGHT COLOR0 COLOR1 COLOR2 GLOW_X GLOW_Y TITLE SUBTITLE [TITLE_SIZE]
#   A soft three-colour diagonal gradient, a glow with two thin rings centred at
#   (GLOW_X, GLOW_Y) (fractions of the size), film grain, a vignette, and optional text at the
#   bottom left. Empty TITLE/SUBTITLE draw no text (banners carry the page title in HTML instead).
picture() {
  local out="$1" w="$2" h="$3" c0="$4" c1="$5" c2="$6" gx="$7" gy="$8" title="$9" subtitle="${10}"
  local title_size="${11:-$(( h / 11 ))}"
  local sub_size=$(( title_size * 45 / 100 ))
  local rings="clip(95*exp(-(pow(X-${gx}*W,2)+pow(Y-${gy}*H,2))/(2*pow(0.2*W,2)))"
  rings+=" + 55*between(hypot(X-${gx}*W,Y-${gy}*H),0.28*W,0.283*W)"
  rings+=" + 35*between(hypot(X-${gx}*W,Y-${gy}*H),0.34*W,0.342*W),0,255)"
  local text=""
  if [[ -n "$title" ]]; then
    printf '%s' "$title" > "$TMP_DIR/title.txt"
    local title_y="h-$(( title_size * 2 + sub_size ))"
    [[ -z "$subtitle" ]] && title_y="h-$(( title_size * 2 ))"
    text+=",drawtext=fontfile=${FONT_BOLD}:textfile=${TMP_DIR}/title.txt:fontcolor=white:fontsize=${title_size}"
    text+=":x=$(( w / 16 )):y=${title_y}:shadowcolor=black@0.35:shadowx=2:shadowy=2"
  fi
  if [[ -n "$subtitle" ]]; then
    printf '%s' "$subtitle" > "$TMP_DIR/subtitle.txt"
    text+=",drawtext=fontfile=${FONT_REGULAR}:textfile=${TMP_DIR}/subtitle.txt:fontcolor=white@0.88"
    text+=":fontsize=${sub_size}:x=$(( w / 16 + 2 )):y=h-$(( title_size + sub_size / 2 ))"
  fi
  mkdir -p "$(dirname "$out")"
  # shellcheck disable=SC2046
  ff -f lavfi -i "gradients=s=${w}x${h}:c0=${c0}:c1=${c1}:c2=${c2}:n=3:x0=0:y0=0:x1=${w}:y1=${h}:d=1:speed=0.00001" \
     -f lavfi -i "color=c=black@0:s=${w}x${h}:d=1,format=rgba,geq=r=255:g=255:b=255:a='${rings}'" \
     -filter_complex "[0:v][1:v]overlay=format=auto,noise=alls=5:allf=t,vignette=PI/5${text},format=yuv420p" \
     -frames:v 1 $(encode_opts "$out") "$out"
}

# book OUT WIDTH HEIGHT COLOR0 COLOR1 COLOR2 TITLE(lines separated by |) AUTHOR
#   A portrait book cover: gradient, glow, a thin inner frame, the title centred, the author below.
book() {
  local out="$1" w="$2" h="$3" c0="$4" c1="$5" c2="$6" title="$7" author="$8"
  printf '%s' "${title//|/$'\n'}" > "$TMP_DIR/book-title.txt"
  printf '%s' "$author" > "$TMP_DIR/book-author.txt"
  mkdir -p "$(dirname "$out")"
  # shellcheck disable=SC2046
  ff -f lavfi -i "gradients=s=${w}x${h}:c0=${c0}:c1=${c1}:c2=${c2}:n=3:x0=0:y0=0:x1=0:y1=${h}:d=1:speed=0.00001" \
     -f lavfi -i "color=c=black@0:s=${w}x${h}:d=1,format=rgba,geq=r=255:g=255:b=255:a='clip(110*exp(-(pow(X-0.5*W,2)+pow(Y-0.3*H,2))/(2*pow(0.25*W,2))),0,255)'" \
     -filter_complex "[0:v][1:v]overlay=format=auto,noise=alls=4:allf=t,drawbox=x=28:y=28:w=iw-56:h=ih-56:color=white@0.55:t=2,drawtext=fontfile=${FONT_BOLD}:textfile=${TMP_DIR}/book-title.txt:fontcolor=white:fontsize=$(( w / 11 )):line_spacing=12:x=(w-text_w)/2:y=h*0.36:shadowcolor=black@0.3:shadowx=2:shadowy=2,drawtext=fontfile=${FONT_REGULAR}:textfile=${TMP_DIR}/book-author.txt:fontcolor=white@0.9:fontsize=$(( w / 20 )):x=(w-text_w)/2:y=h*0.84,format=yuv420p" \
     -frames:v 1 $(encode_opts "$out") "$out"
}

# portrait OUT COLOR0 COLOR1 INITIALS: a square leader placeholder with the person's initials.
portrait() {
  local out="$1" c0="$2" c1="$3" initials="$4"
  printf '%s' "$initials" > "$TMP_DIR/initials.txt"
  mkdir -p "$(dirname "$out")"
  # shellcheck disable=SC2046
  ff -f lavfi -i "gradients=s=480x480:c0=${c0}:c1=${c1}:n=2:x0=0:y0=0:x1=480:y1=480:d=1:speed=0.00001" \
     -filter_complex "[0:v]noise=alls=4:allf=t,vignette=PI/4,drawtext=fontfile=${FONT_BOLD}:textfile=${TMP_DIR}/initials.txt:fontcolor=white@0.92:fontsize=170:x=(w-text_w)/2:y=(h-text_h)/2,format=yuv420p" \
     -frames:v 1 $(encode_opts "$out") "$out"
}

# tone OUT BASE_HZ TITLE: a few seconds of a soft major chord, mono, low bitrate MP3.
tone() {
  local out="$1" f="$2" title="$3"
  local f3 f5
  f3=$(awk "BEGIN{printf \"%.2f\", $f*1.25}")
  f5=$(awk "BEGIN{printf \"%.2f\", $f*1.5}")
  mkdir -p "$(dirname "$out")"
  ff -f lavfi -i "sine=f=${f}:d=8" -f lavfi -i "sine=f=${f3}:d=8" -f lavfi -i "sine=f=${f5}:d=8" \
     -filter_complex "[0:a][1:a][2:a]amix=inputs=3,volume=0.6,afade=t=in:d=1.5,afade=t=out:st=6:d=2" \
     -ac 1 -ar 22050 -c:a libmp3lame -b:a 24k -metadata title="$title" -metadata artist="Sermon audio sample" "$out"
}

# pdf OUT TITLE LINE...: a one-page PDF (Helvetica, no embedded font), written by hand so that no
#   PDF tool is needed. Text must be plain ASCII without parentheses or backslashes.
pdf() {
  local out="$1" title="$2"; shift 2
  local stream="BT /F1 22 Tf 72 720 Td (${title}) Tj ET"
  local y=680 line
  for line in "$@"; do
    stream+=$'\n'"BT /F1 12 Tf 72 ${y} Td (${line}) Tj ET"
    y=$(( y - 18 ))
  done
  local -a objects=(
    "<< /Type /Catalog /Pages 2 0 R >>"
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"
    "<< /Length ${#stream} >>"$'\n'"stream"$'\n'"${stream}"$'\n'"endstream"
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
  )
  local body="%PDF-1.4"$'\n' xref="" i
  for i in "${!objects[@]}"; do
    xref+=$(printf '%010d 00000 n \n' "${#body}")$'\n'
    body+="$(( i + 1 )) 0 obj"$'\n'"${objects[$i]}"$'\n'"endobj"$'\n'
  done
  local start=${#body}
  body+="xref"$'\n'"0 $(( ${#objects[@]} + 1 ))"$'\n'"0000000000 65535 f "$'\n'"${xref}"
  body+="trailer"$'\n'"<< /Size $(( ${#objects[@]} + 1 )) /Root 1 0 R >>"$'\n'"startxref"$'\n'"${start}"$'\n'"%%EOF"$'\n'
  mkdir -p "$(dirname "$out")"
  printf '%s' "$body" > "$out"
}

# podcast_cover OUT TITLE SUBTITLE: the podcast's square artwork (Apple Podcasts wants a 1400 to
#   3000 px square JPEG or PNG): a vertical gradient, a warm glow, two rings around a cross, and
#   the title and subtitle centred below. Made with ImageMagick 6.9 (`convert`).
podcast_cover() {
  local out="$1" title="$2" subtitle="$3"
  mkdir -p "$(dirname "$out")"
  convert -size 1400x1400 gradient:'#172554'-'#6d28d9' \
    \( -size 1400x1400 radial-gradient:'rgba(245,158,11,0.6)'-'rgba(245,158,11,0)' \) -compose over -composite \
    -fill none -stroke 'rgba(255,255,255,0.45)' -strokewidth 6 -draw "circle 700,560 700,250" \
    -stroke 'rgba(255,255,255,0.25)' -strokewidth 3 -draw "circle 700,560 700,180" \
    -stroke none -fill white -draw "rectangle 685,420 715,720" -draw "rectangle 590,500 810,530" \
    -font "$FONT_BOLD" -pointsize 132 -gravity center -annotate +0+360 "$title" \
    -fill 'rgba(255,255,255,0.9)' -font "$FONT_REGULAR" -pointsize 66 -annotate +0+500 "$subtitle" \
    -quality 82 -sampling-factor 4:2:0 -strip -interlace JPEG "$out"
}

# Hero video: 10 s of slowly turning gradients under a soft glow, blurred so that the encoder
# spends few bits on it, no audio.
hero_video() {
  local out="$1"
  mkdir -p "$(dirname "$out")"
  ff -f lavfi -i "gradients=s=1280x720:c0=0x1e3a8a:c1=0x7c3aed:c2=0xf59e0b:n=3:d=10:r=24:speed=0.006:seed=11" \
     -f lavfi -i "color=c=black@0:s=1280x720:d=1,format=rgba,geq=r=255:g=255:b=255:a='clip(80*exp(-(pow(X-0.5*W,2)+pow(Y-0.45*H,2))/(2*pow(0.25*W,2))),0,255)'" \
     -filter_complex "[0:v][1:v]overlay=format=auto,gblur=sigma=20,vignette=PI/5,format=yuv420p" \
     -c:v libx264 -preset slow -crf 23 -profile:v main -movflags +faststart -an -t 10 "$out"
}

cd "$MEDIA_DIR"

# hero-videos ---------------------------------------------------------------------------------
hero_video hero-videos/welcome-loop.mp4

# event-covers (1200x675 JPEG) --------------------------------------------------------------
picture event-covers/sunday-celebration.jpg 1200 675 0x1e3a8a 0x7c3aed 0xf59e0b 0.72 0.30 "Sunday Celebration" "Gather · Worship · Grow"
picture event-covers/bible-study.jpg 1200 675 0x0f172a 0x0e7490 0x67e8f9 0.25 0.35 "Midweek Bible Study" "Wednesdays at 7:00 PM"
picture event-covers/womens-fellowship.jpg 1200 675 0x831843 0xdb2777 0xfcd34d 0.70 0.25 "Women's Fellowship" "Brunch & Encouragement"
picture event-covers/youth-night.jpg 1200 675 0x312e81 0xc026d3 0xf97316 0.30 0.30 "Youth Night" "Games · Worship · Word"
picture event-covers/mens-breakfast.jpg 1200 675 0x1c1917 0x92400e 0xfbbf24 0.68 0.32 "Men's Prayer Breakfast" "Saturday Morning Fellowship"
picture event-covers/food-drive.jpg 1200 675 0x14532d 0x16a34a 0xfde047 0.28 0.28 "Community Food Drive" "Serving Indianapolis Together"
picture event-covers/choir-concert.jpg 1200 675 0x1e1b4b 0x4338ca 0xe0e7ff 0.75 0.30 "Songs of Praise" "An Evening with the Choir"
picture event-covers/prayer-night.jpg 1200 675 0x020617 0x1e40af 0x93c5fd 0.50 0.25 "Night of Prayer" "Seek His Face"
picture event-covers/family-picnic.jpg 1200 675 0x065f46 0x10b981 0xfef08a 0.72 0.22 "Church Family Picnic" "Food · Games · Fellowship"
picture event-covers/baptism-sunday.jpg 1200 675 0x0c4a6e 0x0284c7 0xbae6fd 0.30 0.25 "Baptism Sunday" "New Life in Christ"

# sermon-covers: one per series (1200x675 JPEG) -----------------------------------------------
picture sermon-covers/faith-that-works.jpg 1200 675 0x7c2d12 0xea580c 0xfde68a 0.70 0.30 "Faith That Works" "A series in James"
picture sermon-covers/the-spirit-led-life.jpg 1200 675 0x172554 0x2563eb 0xa5f3fc 0.30 0.30 "The Spirit-Led Life" "Galatians & Romans 8"
picture sermon-covers/kingdom-excellence.jpg 1200 675 0x3b0764 0x9333ea 0xfcd34d 0.72 0.28 "Kingdom Excellence" "An excellent spirit in every work"
picture sermon-covers/psalms-for-every-season.jpg 1200 675 0x134e4a 0x0d9488 0xd9f99d 0.28 0.30 "Psalms for Every Season" "Songs for the journey"

# The podcast's artwork (1400x1400 JPEG), the default itunes:image of the podcast feed
podcast_cover sermon-covers/podcast-cover.jpg "Sunday Sermons" "Our Church · Indianapolis"

# sermon-audio: one short sample per sermon ---------------------------------------------------
tone sermon-audio/faith-that-works.mp3 196 "Faith That Works"
tone sermon-audio/taming-the-tongue.mp3 208 "Taming the Tongue"
tone sermon-audio/wisdom-from-above.mp3 220 "Wisdom From Above"
tone sermon-audio/walking-in-the-spirit.mp3 233 "Walking in the Spirit"
tone sermon-audio/no-condemnation.mp3 247 "No Condemnation"
tone sermon-audio/gifts-for-the-body.mp3 262 "Gifts for the Body"
tone sermon-audio/an-excellent-spirit.mp3 277 "An Excellent Spirit"
tone sermon-audio/working-as-unto-the-lord.mp3 294 "Working as Unto the Lord"
tone sermon-audio/faithful-in-little.mp3 311 "Faithful in Little"
tone sermon-audio/the-lord-is-my-shepherd.mp3 330 "The Lord Is My Shepherd"
tone sermon-audio/a-song-in-the-night.mp3 349 "A Song in the Night"
tone sermon-audio/refuge-and-strength.mp3 370 "Refuge and Strength"
tone sermon-audio/fe-que-persevera.mp3 370 "Fe que persevera"  # the Spanish sermon (decision 0055)

# gallery-images: four albums of six photos (1200x800 WebP), plus site images -----------------
album() {
  local slug="$1" title="$2"; shift 2
  local n=1 spec
  for spec in "$@"; do
    # spec: "c0 c1 c2 glow_x glow_y caption"
    read -r c0 c1 c2 gx gy caption <<< "$spec"
    picture "gallery-images/${slug}/${slug}-$(printf '%02d' "$n").webp" 1200 800 "$c0" "$c1" "$c2" "$gx" "$gy" "$title" "${caption//_/ }" 56
    n=$(( n + 1 ))
  done
}

album sunday-worship "Sunday Worship" \
  "0x1e3a8a 0x7c3aed 0xf59e0b 0.70 0.30 Opening_praise" \
  "0x172554 0x4f46e5 0xfbbf24 0.30 0.25 Hands_lifted_in_worship" \
  "0x312e81 0x9333ea 0xfde68a 0.55 0.20 The_Word_preached" \
  "0x1e1b4b 0x6366f1 0xfcd34d 0.80 0.35 Altar_call" \
  "0x0f172a 0x7c3aed 0xfef3c7 0.25 0.35 Communion_Sunday" \
  "0x1e3a8a 0xa855f7 0xfed7aa 0.60 0.28 Fellowship_after_service"

album youth-ministry "Youth Ministry" \
  "0x4c1d95 0xdb2777 0xf97316 0.30 0.30 Youth_night_worship" \
  "0x581c87 0xe11d48 0xfdba74 0.70 0.25 Small_groups" \
  "0x3b0764 0xc026d3 0xfacc15 0.50 0.30 Game_night" \
  "0x701a75 0xf43f5e 0xfde68a 0.25 0.22 Summer_retreat" \
  "0x4a044e 0xd946ef 0xfb923c 0.75 0.30 Youth_choir" \
  "0x500724 0xbe185d 0xfcd34d 0.40 0.25 Graduates_celebration"

album community-outreach "Community Outreach" \
  "0x14532d 0x16a34a 0xfde047 0.70 0.28 Food_drive_volunteers" \
  "0x064e3b 0x059669 0xbef264 0.30 0.30 Back-to-school_supplies" \
  "0x052e16 0x22c55e 0xfef08a 0.55 0.22 Neighborhood_clean-up" \
  "0x134e4a 0x14b8a6 0xd9f99d 0.80 0.32 Warm_coats_for_winter" \
  "0x022c22 0x10b981 0xfde68a 0.25 0.28 Senior_center_visit" \
  "0x14532d 0x65a30d 0xfef9c3 0.60 0.25 Health_fair"

album worship-team "Worship Team" \
  "0x0c0a09 0xb45309 0xfbbf24 0.70 0.30 Rehearsal_night" \
  "0x1c1917 0xc2410c 0xfde68a 0.30 0.25 Choir_in_robes" \
  "0x292524 0xd97706 0xfef3c7 0.55 0.22 Keys_and_strings" \
  "0x0c0a09 0xea580c 0xfed7aa 0.80 0.30 Drums_and_bass" \
  "0x1c1917 0xca8a04 0xfef08a 0.25 0.32 Praise_night" \
  "0x292524 0xf59e0b 0xffedd5 0.60 0.26 Special_music"

# Page banners (no text: the page prints its own title over them)
picture gallery-images/site/banner-default.webp 1920 640 0x1e3a8a 0x7c3aed 0xf59e0b 0.75 0.30 "" ""
picture gallery-images/site/banner-blue.webp 1920 640 0x0f172a 0x1d4ed8 0x7dd3fc 0.25 0.35 "" ""
picture gallery-images/site/banner-gold.webp 1920 640 0x451a03 0xb45309 0xfde68a 0.70 0.30 "" ""
picture gallery-images/site/banner-green.webp 1920 640 0x052e16 0x15803d 0xd9f99d 0.30 0.30 "" ""
picture gallery-images/site/banner-rose.webp 1920 640 0x4c0519 0xbe123c 0xfed7aa 0.65 0.25 "" ""

# Leadership placeholders
portrait gallery-images/site/leaders/samuel-adeyemi.webp 0x1e3a8a 0x7c3aed "SA"
portrait gallery-images/site/leaders/grace-adeyemi.webp 0x831843 0xf59e0b "GA"
portrait gallery-images/site/leaders/marcus-williams.webp 0x14532d 0x0d9488 "MW"
portrait gallery-images/site/leaders/ruth-okonkwo.webp 0x7c2d12 0xea580c "RO"

# blog-post-covers (1200x675 WebP) ------------------------------------------------------------
picture blog-post-covers/rooted-in-prayer.webp 1200 675 0x1e3a8a 0x0891b2 0xa5f3fc 0.70 0.30 "Rooted in Prayer" "Pastor's Blog"
picture blog-post-covers/serving-our-city.webp 1200 675 0x14532d 0x16a34a 0xfde047 0.30 0.30 "Serving Our City" "Pastor's Blog"
picture blog-post-covers/excellence-is-a-spirit.webp 1200 675 0x3b0764 0x9333ea 0xfcd34d 0.72 0.25 "Excellence Is a Spirit" "Pastor's Blog"
picture blog-post-covers/sabbath-rest.webp 1200 675 0x134e4a 0x0d9488 0xfef3c7 0.28 0.28 "The Gift of Rest" "Pastor's Blog"
picture blog-post-covers/generosity.webp 1200 675 0x7c2d12 0xea580c 0xfde68a 0.65 0.30 "Joyful Generosity" "Pastor's Blog"

# pastor-book-covers (600x900 JPEG) and bookstore covers --------------------------------------
book pastor-book-covers/rooted.jpg 600 900 0x1e3a8a 0x4338ca 0x0f172a "ROOTED|Growing Deep|in Faith" "Samuel Adeyemi"
book pastor-book-covers/the-excellent-spirit.jpg 600 900 0x3b0764 0x7e22ce 0x1e1b4b "THE|EXCELLENT|SPIRIT" "Samuel Adeyemi"
book pastor-book-covers/midweek-prayers.jpg 600 900 0x134e4a 0x0f766e 0x042f2e "PRAYERS|FOR THE|MIDWEEK" "Ruth Okonkwo"
book pastor-book-covers/bookstore/the-praying-family.jpg 600 900 0x7c2d12 0xc2410c 0x431407 "THE|PRAYING|FAMILY" "Grace Adeyemi"
book pastor-book-covers/bookstore/called-to-serve.jpg 600 900 0x14532d 0x15803d 0x052e16 "CALLED|TO SERVE" "Marcus Williams"
book pastor-book-covers/bookstore/songs-in-the-night.jpg 600 900 0x1e1b4b 0x4338ca 0x020617 "SONGS|IN THE|NIGHT" "Ruth Okonkwo"
book pastor-book-covers/bookstore/revival-fire.jpg 600 900 0x450a0a 0xb91c1c 0x1c1917 "REVIVAL|FIRE" "Samuel Adeyemi"

# pastor-book-pdfs ----------------------------------------------------------------------------
pdf pastor-book-pdfs/rooted.pdf "Rooted: Growing Deep in Faith" \
  "Sample chapter - Samuel Adeyemi" "" \
  "A tree does not choose the storm, but it chooses how deep its roots go." \
  "In these pages we walk through prayer, the Word and fellowship," \
  "the three roots that keep a believer standing in every season." \
  "" "Read Psalm 1 and Colossians 2:6-7 before you begin."
pdf pastor-book-pdfs/the-excellent-spirit.pdf "The Excellent Spirit" \
  "Sample chapter - Samuel Adeyemi" "" \
  "Daniel was preferred above the presidents and princes," \
  "because an excellent spirit was in him - Daniel 6:3." \
  "Excellence is not perfection; it is faithfulness offered to God" \
  "in every task, seen or unseen."
pdf pastor-book-pdfs/midweek-prayers.pdf "Prayers for the Midweek" \
  "Sample pages - Ruth Okonkwo" "" \
  "Wednesday is the middle of the road: far from last Sunday," \
  "not yet at the next. These short prayers are for that place." \
  "" "Lord, renew my strength as I wait on You. Isaiah 40:31"

echo "media written to $MEDIA_DIR"
du -sh "$MEDIA_DIR"
