import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { categories, homeTexts } from '#src/features/home/home-texts.ts';
import { categoryLabel } from '#src/lib/category-labels.ts';
import { openAddressDialog } from '#src/state/address-dialog.ts';
import { searchingStore } from '#src/state/searching.ts';

/** 'Browse our categories': six buttons to /search?popularFilter=…, and 'Near me'. */
export function HomeCategories() {
  const [, navigate] = useLocation();
  const { searchedLocation } = useSnapshot(searchingStore);
  const nearMe = () => {
    if (searchedLocation) navigate(`/search?${new URLSearchParams({ searchedLocation })}`);
    else openAddressDialog();
  };
  return (
    <section className="home-section" aria-labelledby="home-categories-title">
      <h2 id="home-categories-title">{homeTexts.categoriesTitle}</h2>
      <ul className="home-categories">
        {categories.map((category) => (
          <li key={category}>
            <button
              type="button"
              className="home-categories__button"
              onClick={() =>
                navigate(`/search?${new URLSearchParams({ popularFilter: category })}`)
              }
            >
              {categoryLabel(category)}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="home-categories__button home-categories__near"
            onClick={nearMe}
          >
            {homeTexts.nearMe}
          </button>
        </li>
      </ul>
    </section>
  );
}
