// Warm backgrounds of the generated pictures: one family of colours per kind of dish, so a menu
// reads at a glance (rice golden, soups terracotta, drinks hibiscus…), and earthy avatar colours.
import type { DishFamily } from './dish-motifs.ts';

export type Palette = {
  /** Light corner, deep corner of the diagonal gradient. */
  from: string;
  to: string;
  /** Text colour on the white name label. */
  ink: string;
};

export const dishPalettes: Record<DishFamily, Palette> = {
  rice: { from: '#FFF4DA', to: '#FFBE5C', ink: '#6B3A00' },
  pasta: { from: '#FFEEDD', to: '#F7A66E', ink: '#6E2E0B' },
  soup: { from: '#FDE6D2', to: '#E08B5A', ink: '#5E2410' },
  grill: { from: '#FFE3CF', to: '#E9704A', ink: '#5C1D0C' },
  fish: { from: '#FFE9DE', to: '#F29479', ink: '#5E2214' },
  fastfood: { from: '#FFF3CF', to: '#F5AE3D', ink: '#5F3A00' },
  snack: { from: '#FCEEDA', to: '#D9A566', ink: '#553312' },
  dessert: { from: '#FFEDEF', to: '#F39AAE', ink: '#6A1F33' },
  icecream: { from: '#FFF1F5', to: '#EFA3C4', ink: '#66203F' },
  drink: { from: '#FFE6E3', to: '#E2737C', ink: '#5E1720' },
  water: { from: '#FFF6EA', to: '#A9D6DC', ink: '#1F4A52' },
  plate: { from: '#FFF5E6', to: '#F2B77E', ink: '#5A3210' },
};

/** Store banners: warm pairs picked by the store's name. */
export const bannerPalettes: Palette[] = [
  { from: '#FFE9C7', to: '#F59E42', ink: '#5A2E00' },
  { from: '#FFE1D2', to: '#E2694B', ink: '#561A0A' },
  { from: '#FDEBD3', to: '#C98B4E', ink: '#4A2A0E' },
  { from: '#FFE6E6', to: '#D9576A', ink: '#561320' },
  { from: '#FFF2CC', to: '#E7A92E', ink: '#553800' },
  { from: '#F9E7D6', to: '#B9714B', ink: '#45200D' },
];

/** Avatar backgrounds (white initials stay readable on each: contrast ≥ 4.5:1). */
export const avatarColours = [
  '#B5431F',
  '#A0522D',
  '#8A5A00',
  '#7A4E2D',
  '#9C2F4A',
  '#6B5B2A',
  '#2F6F5E',
  '#5B4A8A',
  '#8C3B2B',
  '#3F6A2A',
];
