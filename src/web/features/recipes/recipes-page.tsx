import { useState } from 'react';
import { RECIPE_BASE_SERVINGS } from '#shared/domain/kitchen/recipe-scaling.ts';
import type { RecipeKey } from '#shared/schemas/recipes.ts';
import { KITCHEN_TOOL_TOPIC } from '#shared/domain/live-topics.ts';
import { useLiveTopic } from '#web/lib/live-topics.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { Archive } from './components/archive.tsx';
import { RecipeScreen } from './components/recipe-screen.tsx';
import { RecipeTopBar } from './components/top-bar.tsx';

/**
 * The recipe calculator (/recipe): one top bar (the language and Log Out) over the archive of dated
 * collections, then one collection's recipes.
 * The chosen recipe stays when another collection is opened; the servings restart at 20. An inventory
 * change (a price) refreshes the book and its costs.
 */
export function RecipesPage() {
  const [collectionId, setCollectionId] = useState<number | null>(null);
  const [recipeKey, setRecipeKey] = useState<RecipeKey>('mandiMeat');
  const [servings, setServings] = useState(RECIPE_BASE_SERVINGS);
  useLiveTopic(KITCHEN_TOOL_TOPIC.inventory, [queryKeys.recipes.all]);
  const open = (id: number) => {
    setCollectionId(id);
    setServings(RECIPE_BASE_SERVINGS);
  };
  return (
    <div className="flex flex-col gap-4">
      <RecipeTopBar />
      {collectionId === null ? (
        <Archive onOpen={open} />
      ) : (
        <RecipeScreen
          collectionId={collectionId}
          recipeKey={recipeKey}
          onSelectRecipe={setRecipeKey}
          servings={servings}
          onServings={setServings}
          onBack={() => setCollectionId(null)}
        />
      )}
    </div>
  );
}
