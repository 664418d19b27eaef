import { describe, expect, it } from 'vitest';
import { TOAST_COLORS, toastColorVariables } from './toast-colors';

// WCAG 2.2 relative luminance and contrast ratio.
function luminance(rgb: [number, number, number]) {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: [number, number, number], b: [number, number, number]) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function hex(value: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (!match) throw new Error(`not a #rrggbb colour: ${value}`);
  return [1, 2, 3].map((i) => parseInt(match[i]!, 16)) as [number, number, number];
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => l / 100 - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)].map((c) => Math.round(c * 255)) as [number, number, number];
}

describe('toast colours', () => {
  it('measure as the issue did: sonner’s own success green is 4.25:1', () => {
    expect(contrast(hsl(140, 100, 27), hsl(143, 85, 96))).toBeCloseTo(4.25, 1);
  });

  it.each(Object.entries(TOAST_COLORS))('%s toast text is at least 4.5:1 on its background', (_, colors) => {
    expect(contrast(hex(colors.text), hex(colors.bg))).toBeGreaterThanOrEqual(4.5);
  });

  it('sets every colour sonner reads, for every kind of toast', () => {
    const variables = toastColorVariables() as Record<string, string>;
    for (const tone of ['normal', 'success', 'info', 'warning', 'error'])
      for (const part of ['bg', 'border', 'text']) expect(variables[`--${tone}-${part}`]).toMatch(/^#/);
  });
});
