import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './video-player';

describe('the video player', () => {
  it('shows the poster until played, streams the clip, and says its length', () => {
    render(
      <VideoPlayer
        video={{
          urls: { poster: '/api/videos/v1/poster', stream: '/api/videos/v1/stream' },
          durationMs: 42_400,
        }}
        title="Kitchen, Move-In video"
      />,
    );
    const video = screen.getByLabelText('Kitchen, Move-In video') as HTMLVideoElement;
    expect(video.getAttribute('poster')).toBe('/api/videos/v1/poster');
    expect(video.getAttribute('src')).toBe('/api/videos/v1/stream');
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.parentElement!.textContent).toBe('Length 0:42');
  });
});
