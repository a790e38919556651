// The address dialog's marker is a keyboard control (Leaflet gives it role="button"); its name is
// the place it stands on. Leaflet sets a marker's title once, when the marker is made: the name
// must follow the place chosen after that, not keep saying 'No location chosen yet'.
import { expect, test } from '../support/e2e/world-fixture.ts';

test('the map marker is named after the place chosen in the address dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByPlaceholder('Search your location here !').click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
  const map = dialog.getByRole('region', { name: /^Map: drag the marker/ });
  await expect(map.getByRole('button', { name: 'No location chosen yet' })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Search for a place' }).fill('Kano');
  await dialog.getByRole('button', { name: 'Kano, Nigeria', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sorry, we do not have stores in this location yet',
  );
  await expect(map.getByRole('button', { name: 'Kano, Nigeria' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'No location chosen yet' })).toHaveCount(0);
});
