import type en from './en';

/** The About page's Spanish text (see `../about.ts`). */
export default {
  title: 'Quiénes somos',
  description:
    'Quiénes somos: nuestra historia, visión y misión, lo que creemos, nuestros valores y nuestros líderes.',
  bannerText: 'Conozca más sobre nuestra iglesia, nuestras creencias y nuestra comunidad',
  tabs: {
    vision_mission: 'Visión y misión',
    mandate: 'Nuestro mandato',
    values: 'Nuestros valores',
    leadership: 'Liderazgo',
    history: 'Nuestra historia',
  },
  tabsLabel: 'Sobre nuestra iglesia',
  loading: 'Cargando',
  portrait: (name: string) => `Retrato de ${name}`,
} satisfies typeof en;
