import type { SliderImage } from '@hospital/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '../../../../test/render.tsx';
import { HomeBanner } from './home-banner.tsx';

const slide = (id: number): SliderImage => ({
  id,
  title: `第${id}张`,
  imageUrl: `/media/banners/${id}.svg`,
  link: '',
});

describe('the home slider', () => {
  it('fetches the first slide first, at high priority, and the others lazily', async () => {
    renderRoutes([page('/', <HomeBanner slides={[slide(1), slide(2), slide(3)]} />)], '/');
    const first = await screen.findByAltText('第1张');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBeNull();
    for (const title of ['第2张', '第3张']) {
      const other = screen.getByAltText(title);
      expect(other.getAttribute('loading')).toBe('lazy');
      expect(other.getAttribute('fetchpriority')).toBeNull();
    }
  });
});
