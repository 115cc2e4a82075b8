/** Icons an About value may name (spec §3 `about_us_values`). */
export const VALUE_ICON_NAMES = ['Heart', 'Award', 'Handshake', 'Users'] as const;
export type ValueIconName = (typeof VALUE_ICON_NAMES)[number];

/** `about_us_vision_mission` (spec §3). */
export interface VisionMission {
  vision_title: string;
  vision_points: string[];
  mission_title: string;
  mission_text: string;
}
/** `about_us_mandate` and `about_us_history` (spec §3). */
export interface TitledText {
  title: string;
  text: string;
}
/** One item of `about_us_values`. */
export interface ValueItem {
  id: string;
  iconName: ValueIconName;
  title: string;
  description: string;
}
/** One item of `about_us_leadership`; `image` is an http(s) or same-site URL, or `null`. */
export interface LeaderItem {
  id: string;
  name: string;
  role: string;
  image: string | null;
  bio: string;
}
/** `about_us_values` and `about_us_leadership`: a title and a non-empty list of items. */
export interface TitledList<T> {
  title: string;
  items: T[];
}

/** Built-in About content (spec §3 "Built-in defaults"), used field by field for anything missing. */
export const ABOUT_DEFAULTS: {
  visionMission: VisionMission;
  mandate: TitledText;
  values: TitledList<ValueItem>;
  leadership: TitledList<LeaderItem>;
  history: TitledText;
} = {
  visionMission: {
    vision_title: 'Our Vision',
    vision_points: [
      'Global apostolic revival for excellency.',
      'A church where every member grows into the fullness of Christ.',
      'Homes, communities and nations transformed by the power of the gospel.',
    ],
    mission_title: 'Our Mission',
    mission_text:
      'We exist to make disciples of all nations: to preach the gospel with boldness, to teach the Word with clarity, to pray with faith and to serve our community with compassion, raising men and women who pursue excellence in every sphere of life.',
  },
  mandate: {
    title: 'Our Mandate',
    text: 'We are called to raise a people of prayer and of the Word, carrying revival from our city to the nations.\n\nOur mandate is to equip believers for the work of ministry, to restore lives through the love of Christ and to build a church that reflects His excellence in worship, character and service.',
  },
  values: {
    title: 'Our Values',
    items: [
      {
        id: 'love',
        iconName: 'Heart',
        title: 'Love',
        description: 'We love God with all our hearts and love our neighbours as ourselves.',
      },
      {
        id: 'excellence',
        iconName: 'Award',
        title: 'Excellence',
        description: 'We give God our best in worship, service and everyday life.',
      },
      {
        id: 'integrity',
        iconName: 'Handshake',
        title: 'Integrity',
        description: 'We walk in honesty and faithfulness, keeping our word to God and to one another.',
      },
      {
        id: 'community',
        iconName: 'Users',
        title: 'Community',
        description: 'We do life together, carrying one another’s burdens and celebrating every victory.',
      },
    ],
  },
  leadership: {
    title: 'Our Leadership',
    items: [
      {
        id: 'pastoral-team',
        name: 'Pastoral Team',
        role: 'Shepherding & Teaching',
        image: null,
        bio: 'Our pastors lead the church in prayer and the ministry of the Word, caring for members and visitors through every season of life.',
      },
      {
        id: 'elders',
        name: 'Board of Elders',
        role: 'Oversight & Prayer',
        image: null,
        bio: 'The elders watch over the spiritual health of the church, support the pastors and uphold the church family in prayer.',
      },
      {
        id: 'ministry-leaders',
        name: 'Ministry Leaders',
        role: 'Serving the Church',
        image: null,
        bio: 'Dedicated volunteers lead our worship, children, youth, outreach and hospitality teams, making room for everyone to belong and serve.',
      },
    ],
  },
  history: {
    title: 'Our History',
    text: 'Our church began as a small prayer fellowship of families who met in living rooms to seek God together and to pray for revival in Indianapolis.\n\nAs the fellowship grew, God opened the doors to our home on Century Plaza Road, where we now gather each week for worship, teaching and fellowship. Through every season His faithfulness has remained, and we continue to reach out to our city and the nations.',
  },
};
