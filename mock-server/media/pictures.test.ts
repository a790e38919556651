// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { buildSubset } from '../../scripts/extract-food-icons.ts';
import { dishes } from '../seed/dishes.ts';
import { pictureCoverage, renderSvg, slugify, storeBannerUrl } from '../seed/media.ts';
import { dishMotif, motifIcons } from './dish-motifs.ts';
import { iconSubset } from './icon-subset.ts';

/** Parses as XML (fails on a malformed document) and returns the root element. */
const parseSvg = (svg: string) => {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  return doc.documentElement;
};

describe('seeded pictures', () => {
  it('the icon subset is exactly the package’s illustrations, with its licence', () => {
    expect(buildSubset()).toEqual(iconSubset);
    expect(iconSubset.license).toBe('MIT');
    expect(Object.keys(iconSubset.icons).sort()).toEqual(motifIcons());
  });

  it('every catalogue dish has a picture of what it is, not the generic plate', () => {
    expect(pictureCoverage()).toEqual({ specific: dishes.length, fallback: 0 });
    const main = (name: string) => dishMotif({ name }).main;
    expect(main('Jollof Rice & Chicken')).toBe('shallow-pan-of-food');
    expect(main('Egusi Soup & Pounded Yam')).toBe('pot-of-food');
    expect(main('Grilled Suya Skewers')).toBe('cut-of-meat');
    expect(main('Suya Burger')).toBe('hamburger');
    expect(main('Catfish Pepper Soup')).toBe('bowl-with-spoon');
    expect(main('Zobo (50cl)')).toBe('tropical-drink');
    expect(main('Vanilla Ice-cream Cone')).toBe('soft-ice-cream');
    expect(main('Meat Pie')).toBe('pie');
    expect(dishMotif({ name: 'Chocolate Ice-cream Tub' }).sides).toEqual(['chocolate-bar']);
    expect(dishMotif({ name: 'Mystery', category: 'Beverages' }).main).toBe('tropical-drink');
    expect(dishMotif({ name: 'Mystery' })).toMatchObject({
      main: 'fork-and-knife-with-plate',
      specific: false,
    });
  });

  it('a dish picture is well-formed SVG with the dish’s name and illustrations', () => {
    for (const dish of dishes) {
      const svg = renderSvg('dish', slugify(dish.name));
      const root = parseSvg(svg);
      expect(root.getAttribute('aria-label')).toBe(dish.name);
      expect(root.getAttribute('viewBox')).toBe('0 0 480 360');
      expect(root.querySelectorAll('svg').length).toBeGreaterThanOrEqual(1);
    }
    const pie = parseSvg(renderSvg('dish', 'meat-pie'));
    expect(pie.querySelector('desc')?.textContent).toMatch(/Fluent Emoji Flat.*MIT/);
    expect([...pie.querySelectorAll('text')].map((t) => t.textContent).join(' ')).toBe('Meat Pie');
  });

  it('same name, same bytes; unknown names get a titled picture', () => {
    expect(renderSvg('dish', 'jollof-rice-chicken')).toBe(renderSvg('dish', 'jollof-rice-chicken'));
    const unknown = parseSvg(renderSvg('dish', 'grandma-s-special'));
    expect(unknown.getAttribute('aria-label')).toBe('Grandma S Special');
  });

  it('long names wrap onto two lines and end with an ellipsis past that', () => {
    const lines = (slug: string) =>
      [...parseSvg(renderSvg('dish', slug)).querySelectorAll('text')].map((t) => t.textContent);
    expect(lines('egusi-soup-pounded-yam')).toEqual(['Egusi Soup &', 'Pounded Yam']);
    const long = lines('a-very-long-dish-name-that-goes-on-and-on-and-on-forever-more');
    expect(long).toHaveLength(2);
    expect(long[1]).toMatch(/…$/);
  });

  it('a store banner shows up to three distinct signature dishes, food first', () => {
    const menu = dishes.filter((d) =>
      ['Coke (35cl)', 'Jollof Rice & Chicken', 'Coconut Rice', 'Nkwobi', 'Meat Pie'].includes(
        d.name,
      ),
    );
    const url = storeBannerUrl("Mama Nkechi's Kitchen", menu);
    expect(url).toBe(
      '/__mock/media/seed/store/mama-nkechi-s-kitchen.svg?dishes=nkwobi,jollof-rice-chicken,coconut-rice',
    );
    const root = parseSvg(
      renderSvg('store', 'mama-nkechi-s-kitchen', 'nkwobi,jollof-rice-chicken'),
    );
    expect(root.getAttribute('viewBox')).toBe('0 0 600 240');
    expect(root.querySelectorAll('svg')).toHaveLength(2);
    // Without dishes the name suggests one; junk in the list is ignored.
    expect(
      parseSvg(renderSvg('store', 'oga-suya-grills', '<x>,,')).querySelectorAll('svg'),
    ).toHaveLength(1);
  });

  it('avatars show initials', () => {
    const root = parseSvg(renderSvg('avatar', 'tunde-bakare'));
    expect(root.querySelector('text')?.textContent).toBe('TB');
  });

  it('the seeded world points at these pictures: banners list each store’s own dishes', async () => {
    const { ctx } = await createTestWorld(1);
    for (const store of ctx.db.users.lookup('store', 'yes')) {
      const url = new URL(store.businessImg, 'http://mock');
      const listed = url.searchParams.get('dishes')?.split(',') ?? [];
      const menu = ctx.db.products.lookup('store', store._id).map((p) => slugify(p.name));
      expect(listed.length).toBeGreaterThan(0);
      for (const slug of listed) expect(menu).toContain(slug);
      expect(store.img).toBe(`/__mock/media/seed/avatar/${slugify(store.name)}.svg`);
    }
  });
});
