import type { Faker } from '@faker-js/faker';

// What the seeded buyers write in their reviews: sentences with a few words picked by the world's
// faker (a dish of the store's menu, the rider's first name, a street, minutes, a weekday), so
// reviews differ from store to store without reading like lorem ipsum. A buyer reviews a store
// for its food and a rider for the delivery, never the food.

/** What a review is about: the store's dishes, or the rider's first name. */
type ReviewSubject = { dishes: readonly string[]; rider: string };
type Template = (f: Faker, about: ReviewSubject) => string;
type ReviewTemplates = { good: readonly Template[]; bad: readonly Template[] };

const dish = (f: Faker, about: ReviewSubject) => f.helpers.arrayElement(about.dishes);
const pick = (f: Faker, words: readonly string[]) => f.helpers.arrayElement(words);
const TASTY = ['smoky', 'rich', 'well seasoned', 'fresh', 'spicy', 'tasty'] as const;
const EATERS = ['my family', 'the office', 'my flatmates', 'our guests'] as const;

/** What buyers say of a store: its food, naming one of its dishes. */
export const storeReviewTexts: ReviewTemplates = {
  good: [
    (f, s) => `The ${dish(f, s)} was ${pick(f, TASTY)} and still hot, portion was generous.`,
    (f, s) =>
      `Ordered the ${dish(f, s)} on ${f.date.weekday()}: ${pick(f, TASTY)}, will order again.`,
    (f, s) => `${capitalised(pick(f, EATERS))} loved the ${dish(f, s)}. Fresh and well packaged.`,
    (f, s) => `Best ${dish(f, s)} in town, just the way I like it.`,
  ],
  bad: [
    (f, s) => `The ${dish(f, s)} arrived cold.`,
    (f, s) => `The ${dish(f, s)} was too ${pick(f, ['salty', 'oily', 'peppery', 'dry'])} for me.`,
    (f, s) => `Small portion of ${dish(f, s)} for the price.`,
  ],
};

/** What buyers say of a rider: the delivery, never the food. */
export const riderReviewTexts: ReviewTemplates = {
  good: [
    (f, s) =>
      `${s.rider} arrived ${f.number.int({ min: 5, max: 20 })} minutes before the time the app said, very polite.`,
    (_, s) => `${s.rider} called from the gate and handed over the bag with a smile.`,
    () => 'Bag was sealed and nothing was cold. Fast rider.',
    (f) => `Found ${f.location.street()} without wahala, good directions.`,
    (f) => `Careful rider, nothing spilled even in the ${pick(f, ['rain', 'traffic', 'heat'])}.`,
  ],
  bad: [
    (f) => `Took ${f.number.int({ min: 45, max: 90 })} minutes to deliver.`,
    (_, s) => `${s.rider} did not call on arrival; I waited at the gate.`,
    (f) => `Went to ${f.location.street()} first, so the delivery came late.`,
    () => 'The pack was crushed on the way.',
  ],
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
