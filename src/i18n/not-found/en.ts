/** The 404 page's English text (see `../not-found.ts`). */
const en = {
  title: 'Page Not Found',
  text: 'Sorry, the page you are looking for does not exist or has been moved.',
  goHome: 'Go Home',
  goBack: 'Go Back',
};

export default en;
