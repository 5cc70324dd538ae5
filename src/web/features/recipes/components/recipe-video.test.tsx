import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECIPE_COLLECTIONS } from '#shared/content/recipes/index.ts';
import { recipesEn as en } from '#shared/content/locales/recipes.en.ts';
import type { Collection, RecipeKey } from '#shared/schemas/recipes.ts';
import { ok, serveApi } from '#web/test/fake-api.ts';
import { sessionUser } from '#web/test/factories.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { RecipeScreen } from './recipe-screen.tsx';

/** A seeded collection as the server answers it. */
function seeded(index: number): Collection {
  const { date, name, badge, recipes } = RECIPE_COLLECTIONS[index]!;
  return {
    id: index + 1,
    date,
    name,
    badge,
    status: 'published',
    createdBy: 'system',
    recipes: recipes.map((recipe) => ({ ...recipe, version: 1 })),
  };
}

function show(index: number, recipeKey: RecipeKey, videos: { stepId: string; url: string }[]) {
  const collection = seeded(index);
  serveApi({
    'GET /api/auth/me': () => ok({ user: sessionUser() }),
    'GET /api/recipes/collections/:id': () => ok({ data: collection }),
    'GET /api/recipes/collections/:id/costs': () => ok({ data: [] }),
    'GET /api/step-videos': () => ok({ data: videos }),
  });
  const noop = () => {};
  return renderWithProviders(
    <RecipeScreen
      collectionId={collection.id}
      recipeKey={recipeKey}
      onSelectRecipe={noop}
      servings={20}
      onServings={noop}
      onBack={noop}
    />,
  );
}

const videos = [
  { stepId: '3-1', url: '/step-videos/3-1.mp4?v=1' },
  { stepId: '5-2', url: 'https://youtu.be/dQw4w9WgXcQ' },
];

describe('a recipe’s own video', () => {
  it('plays the 14 February meat recipe’s video although the recipe has no steps', async () => {
    show(0, 'mandiMeat', videos);
    const frame = await screen.findByTitle('Mandi Meat video');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.queryByRole('region', { name: en.steps.title })).toBeNull();
  });

  it('plays the later meat recipes’ own video, another one', async () => {
    const { container } = show(1, 'mandiMeat', videos);
    await waitFor(() => expect(container.querySelector('video')?.getAttribute('src')).toBe('/step-videos/3-1.mp4?v=1'));
    expect(container.querySelector('video')?.getAttribute('aria-label')).toBe('Mandi Meat video');
  });

  it('shows the caption where the recipe names no video', async () => {
    const { container } = show(0, 'mandiRice', videos);
    expect(await screen.findByText('Original Mandi Rice Preparation')).toBeTruthy();
    expect(container.querySelector('video, iframe')).toBeNull();
  });
});
