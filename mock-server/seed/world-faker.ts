import { base, en, en_NG, Faker, type LocaleDefinition, type Randomizer } from '@faker-js/faker';
import { createRng, type Rng } from '../domain/plumbing/rng.ts';

// The faker of one world, made when the world is seeded (never per request): Nigerian names,
// phone numbers, e-mails, streets and review words, drawn from the world's own rng. Not faker's
// default instance and never `faker.seed()` — that is one global generator, so two worlds seeded
// in one process (the registry's worlds, the tests) would shift each other's people.

/**
 * Street kinds as Nigerian addresses spell them. en_NG names its streets after people
 * ("Musa Crescent") with the English suffixes, which are American (Alley, Burgs, Canyon…).
 */
const nigerianStreets: LocaleDefinition = {
  location: {
    street_suffix: ['Street', 'Road', 'Avenue', 'Close', 'Crescent', 'Way', 'Lane', 'Drive'],
  },
};

/** faker's random source, as a stream of the world's rng (`seed` starts that stream afresh). */
function rngRandomizer(rng: Rng): Randomizer {
  let stream = rng;
  return {
    next: () => stream.next(),
    seed: (seed) => {
      stream = createRng(Array.isArray(seed) ? seed.join(',') : seed);
    },
  };
}

/**
 * A faker for the world whose rng is `rng`, fed by `rng.fork('faker')`: a stream of its own, so
 * whatever faker draws leaves every other draw of the world (its ids, prices, ratings…) as it was,
 * and the same seed gives the same people.
 */
export function createWorldFaker(rng: Rng): Faker {
  return new Faker({
    locale: [nigerianStreets, en_NG, en, base],
    randomizer: rngRandomizer(rng.fork('faker')),
  });
}
