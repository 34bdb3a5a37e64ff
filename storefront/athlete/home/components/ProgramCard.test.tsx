/** A catalogue card's cover: sized before it loads (no shift), its copies by width, lazy below the first row, absent without a cover. */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProgramCard, type CatalogProgram } from './ProgramCard';

const program = (cover: string | null) =>
  ({ id: 7, trainer_id: 3, title: 'Sprint Mechanics', description: 'Drills.', sport: 'Running', level: 'beginner', duration_weeks: 4, price: 3000, sale_price: 3000, currency: 'USD', pricing: 'one_time', interval: null, cover, status: 'published', featured: 0, rating_avg: null, rating_count: 0, enrollment_count: 0, trainer: { id: 3, first_name: 'Tara', last_name: 'Stone' } }) as unknown as CatalogProgram;

const card = (cover: string | null, eager?: boolean) =>
  renderToString(
    <MemoryRouter>
      <ProgramCard program={program(cover)} eager={eager} />
    </MemoryRouter>,
  );

describe('ProgramCard cover', () => {
  it('has its width and height before it loads, and loads lazily unless eager', () => {
    const lazy = card('/uploads/sprint.webp');
    expect(lazy).toMatch(/<img[^>]*src="\/uploads\/sprint.webp"[^>]*>/);
    const img = /<img[^>]*>/.exec(lazy)![0];
    expect(img).toContain('width="640"');
    expect(img).toContain('height="360"');
    expect(img).toContain('loading="lazy"');
    expect(/<img[^>]*>/.exec(card('/uploads/sprint.webp', true))![0]).toContain('loading="eager"');
    // Its copies at each width, for the browser to pick the one the card's width needs.
    expect(img).toContain('srcSet="/images/320/sprint.webp 320w, /images/640/sprint.webp 640w, /images/960/sprint.webp 960w, /images/1280/sprint.webp 1280w"');
    expect(img).toMatch(/sizes="[^"]*100vw"/);
  });

  it('draws no image for a program without a cover', () => {
    expect(card(null)).not.toContain('<img');
  });
});
