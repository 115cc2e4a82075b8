/** One of the home page's fixed testimonials (spec §2 section 5). */
export interface Testimonial {
  id: number;
  name: string;
  role: string;
  content: string;
  /** Initials shown in the avatar circle. */
  avatar: string;
}

/** The three testimonials of the home page (spec §9: 3 fixed testimonials). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Grace Adebayo',
    role: 'Member since 2016',
    content:
      'I walked in as a stranger and was welcomed as family. The teaching is rooted in the Word, and the prayer meetings have carried me through some of the hardest seasons of my life.',
    avatar: 'GA',
  },
  {
    id: 2,
    name: 'Michael Turner',
    role: 'Youth Ministry Volunteer',
    content:
      'Serving with the youth has shown me what it means to grow in faith together. Our young people are discovering their gifts and living out the gospel with real excellence.',
    avatar: 'MT',
  },
  {
    id: 3,
    name: 'Esther & Daniel Okafor',
    role: 'Small Group Leaders',
    content:
      'Our small group has become a second family. We pray for one another, open the Scriptures together and look for ways to serve our neighbours here in Indianapolis.',
    avatar: 'ED',
  },
];
