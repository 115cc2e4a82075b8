/** The About page's English text (see `../about.ts`). */
const en = {
  title: 'About Us',
  description: 'Who we are: our story, vision and mission, what we believe, our values and our leaders.',
  bannerText: 'Learn more about our church, our beliefs, and our community',
  tabs: {
    vision_mission: 'Vision & Mission',
    mandate: 'Our Mandate',
    values: 'Our Values',
    leadership: 'Leadership',
    history: 'Our History',
  },
  tabsLabel: 'About our church',
  loading: 'Loading',
  portrait: (name: string) => `Portrait of ${name}`,
};

export default en;
