import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  collectionReply,
  versionedRecipeSchema,
  type Collection,
  type VersionedRecipe,
} from '#shared/schemas/recipes.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { staleCurrentOf } from '#web/lib/stale-record.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useTranslation } from '#web/lib/i18n.ts';
import { useProblemText } from '#web/lib/problem-text.ts';

/**
 * Admin: replaces one recipe of a draft collection, from the version the recipe was read at (it
 * travels in the recipe). A published collection answers 409; so does a recipe saved since that
 * version, with the recipe as it is now.
 */
export async function saveRecipe({
  collectionId,
  recipe,
}: {
  collectionId: number;
  recipe: VersionedRecipe;
}): Promise<Collection> {
  const { data } = await apiRequest(`/api/recipes/collections/${collectionId}/recipes/${recipe.key}`, {
    method: 'PUT',
    body: recipe,
    reply: collectionReply,
  });
  return data;
}

/** The recipe as saved now, when the save was refused because someone saved it since it was read. */
export const savedRecipeOf = (error: unknown): VersionedRecipe | null => staleCurrentOf(error, versionedRecipeSchema);

/** A save refused as stale: the admin's recipe and the one saved meanwhile. */
export interface RecipeConflict {
  mine: VersionedRecipe;
  saved: VersionedRecipe;
}

/**
 * Saving one recipe from an editor. `open` starts an edit from the recipe as shown then; `save` sends
 * the change made to that recipe, from its version, even when a newer one has been read since (the
 * editor's fields were filled from the opened one). `onDone` closes the editor once the recipe is
 * saved, or once the admin takes the saved one instead. A save refused as stale becomes `conflict`
 * (both recipes), which the admin settles by keeping theirs (sent again from the saved version) or
 * taking the saved one.
 */
export function useSaveRecipe(collectionId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const problemText = useProblemText();
  const key = queryKeys.recipes.collection(collectionId);
  /** The recipe as the editor opened it. */
  const [opened, setOpened] = useState<VersionedRecipe | null>(null);
  const [conflict, setConflict] = useState<RecipeConflict | null>(null);
  const mutation = useMutation({
    mutationFn: saveRecipe,
    onSuccess: (collection) => queryClient.setQueryData(key, collection),
    // The costs follow the new quantities; a refused save brings the recipe saved meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const send = (recipe: VersionedRecipe) =>
    mutation.mutate(
      { collectionId, recipe },
      {
        onSuccess: () => {
          setConflict(null);
          onDone();
        },
        onError: (error) => {
          const saved = savedRecipeOf(error);
          if (saved) setConflict({ mine: recipe, saved });
        },
      },
    );
  const refused = mutation.isError && !savedRecipeOf(mutation.error);
  return {
    opened,
    open: (recipe: VersionedRecipe) => {
      setOpened(recipe);
      setConflict(null);
      mutation.reset();
    },
    /** Sends `change` made to the opened recipe. */
    save: (change: (recipe: VersionedRecipe) => VersionedRecipe) => opened && send(change(opened)),
    saving: mutation.isPending,
    /** A refusal other than a stale version, worded; null when there is none. */
    failure: refused ? problemText(mutation.error, t('recipes.admin.saveFailed')) : null,
    conflict,
    keepMine: () => conflict && send({ ...conflict.mine, version: conflict.saved.version }),
    takeSaved: () => {
      if (!conflict) return;
      const { saved } = conflict;
      // The saved recipe replaces the shown one, unless a newer one has been read meanwhile.
      queryClient.setQueryData<Collection>(key, (collection) =>
        collection
          ? {
              ...collection,
              recipes: collection.recipes.map((one) =>
                one.key === saved.key && one.version < saved.version ? saved : one,
              ),
            }
          : collection,
      );
      setConflict(null);
      mutation.reset();
      onDone();
    },
  };
}

export type RecipeSaver = ReturnType<typeof useSaveRecipe>;
