import type { Config } from 'tailwindcss';

/**
 * Theme tokens. Tailwind 4 reads this file through the `@config` directive in
 * `src/index.css`; colours are chosen for WCAG 2.1 AA contrast on white and on `brand-950`.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#d9e6ff',
          200: '#bcd3ff',
          300: '#8eb6ff',
          400: '#598dff',
          500: '#3366f5',
          600: '#1f4fd6',
          700: '#1a3fae',
          800: '#1b378a',
          900: '#1c326e',
          950: '#111d42',
        },
        gold: {
          400: '#f2c14e',
          500: '#d9a21b',
          600: '#a87a0c',
        },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
        serif: ['Georgia', 'Cambria', 'Times New Roman', 'serif'],
      },
    },
  },
} satisfies Config;
