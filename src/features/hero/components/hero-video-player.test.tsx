import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeroVideoPlayer } from './hero-video-player';

const props = { src: 'https://cdn.example/loop.mp4', poster: '/poster.svg', startSeconds: 0, endSeconds: 0 };

describe('HeroVideoPlayer', () => {
  it('prerenders the poster only: no video address, nothing preloaded, no autoplay', () => {
    const html = renderToString(<HeroVideoPlayer {...props} />);
    expect(html).toContain('poster="/poster.svg"');
    expect(html).toContain('preload="none"');
    expect(html).not.toContain('loop.mp4');
    expect(html).not.toMatch(/autoplay/i);
  });

  it('sets the address and autoplays in the browser', () => {
    const { getByTestId } = render(<HeroVideoPlayer {...props} />);
    const video = getByTestId('hero-video');
    expect(video).toHaveAttribute('src', props.src);
    expect(video).toHaveAttribute('preload', 'auto');
    expect(video).toHaveAttribute('autoplay');
  });
});
