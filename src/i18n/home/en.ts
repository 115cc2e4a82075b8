/** The home page's English text (see `../home.ts`). */
const en = {
  title: 'Home',
  description:
    'A church family in Indianapolis: worship services, upcoming events, sermons, prayer and ways to connect.',
  heroLoading: 'Loading Hero...',
  pauseVideo: 'Pause background video',
  playVideo: 'Play background video',
  pauseTicker: 'Pause service times ticker',
  playTicker: 'Play service times ticker',
  heroTitle: 'Welcome to Our Church',
  heroText:
    'A family of faith pursuing global apostolic revival for excellency. Come grow with us and serve our community.',
  learnAboutUs: 'Learn About Us',
  watchLive: 'Watch Live',
  welcomeTitle: 'A Church Family for Every Season',
  visionBefore: 'Our vision is ',
  vision: 'global apostolic revival for excellency',
  visionAfter:
    ": lives transformed by the gospel, homes filled with prayer and a church that carries God's presence into every sphere of life.",
  welcomeText:
    'Wherever you are on your journey, there is a place for you here. Come and grow in faith with us through worship, the Word and fellowship, and join us as we serve our community with the love of Christ.',
  missionLink: 'Our Mission & Mandate',
  eventsTitle: 'Upcoming Events',
  eventsIntro: 'Gather with us for worship, fellowship and outreach.',
  eventsLoading: 'Loading upcoming events',
  eventsFailed: 'Failed to load upcoming events',
  retry: { idle: 'Try again', busy: 'Trying again...' },
  eventsEmptyTitle: 'No Upcoming Events',
  eventsEmptyText: 'There are no upcoming events at the moment. Please check back later!',
  allEvents: 'View All Events',
  eventCard: {
    cover: (title: string) => `Cover image for ${title}`,
    noDescription: 'More details coming soon',
    viewDetails: 'View Details',
    viewDetailsFor: (title: string) => ` for ${title}`,
  },
  supportTitle: 'Support Our Ministry',
  supportText:
    'Your generosity helps us reach our city and the nations with the gospel, care for families in need and build a home where every generation can grow in faith.',
  giveNow: 'Give Now',
  testimonialsTitle: 'What Our Community Says',
  connectTitle: 'Visit Or Connect With Us',
  connectIntro: 'We would love to welcome you in person or hear from you online.',
  contactDetails: 'Contact Details',
  serviceTimes: 'Service Times',
  followUs: 'Follow Us',
  sendMessage: 'Send Us A Message',
  mapTitle: "Map showing the church's location",
  prayerTitle: 'Need Prayer?',
  prayerIntro:
    'You do not have to carry it alone. Share your prayer request with our prayer team and we will stand with you in faith.',
  prayerButton: 'Submit a Prayer Request',
  newsletterTitle: 'Stay Connected',
  newsletterIntro:
    'Subscribe to our newsletter for service updates, upcoming events and encouragement for your week.',
  newsletterLoading: 'Loading the newsletter form',
};

export default en;
