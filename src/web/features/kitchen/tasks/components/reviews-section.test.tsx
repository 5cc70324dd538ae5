import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kitchenEn as en } from '#shared/content/locales/kitchen.en.ts';
import { kitchenMl as ml } from '#shared/content/locales/kitchen.ml.ts';
import { kitchenRulesEn as rules } from '#shared/content/locales/kitchen-rules.en.ts';
import { kitchenRulesMl as rulesMl } from '#shared/content/locales/kitchen-rules.ml.ts';
import type { Review } from '#shared/schemas/diary.ts';
import { field, type } from '#web/test/form.ts';
import { fail, ok, serveApi, type Routes } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { makeReview } from '#web/test/factories.ts';
import { ReviewsSection } from './reviews-section.tsx';

const page = (data: Review[], pageNumber = 1, total = data.length, pageSize = 50) =>
  ok({ data, page: pageNumber, pageSize, total });

function setup(routes: Routes) {
  const server = serveApi(routes);
  renderWithProviders(<ReviewsSection eventId={5} />);
  return server;
}

const reviewCard = (name: string) => screen.getByRole('heading', { level: 6, name }).closest('article')!;
const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/reviews/5');

describe('customer reviews, a page at a time', () => {
  it('loads the next page on request', async () => {
    const newest = [makeReview({ reviewerName: 'Meera' }), makeReview({ reviewerName: 'Joseph' })];
    const older = [makeReview({ reviewerName: 'Anu' })];
    const { calls } = setup({
      'GET /api/reviews/:eventId': ({ query }) =>
        query.get('page') === '2' ? page(older, 2, 3, 2) : page(newest, 1, 3, 2),
    });
    await screen.findByText('Showing 2 of 3 reviews');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.reviews.loadMore }));
    expect(await screen.findByRole('heading', { level: 6, name: 'Anu' })).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 reviews')).toBeTruthy();
    expect(calls.some((call) => call.query.get('page') === '2')).toBe(true);
    expect(screen.queryByRole('button', { name: en.tasks.reviews.loadMore })).toBeNull();
  });
});

describe('editing a review someone else changed first', () => {
  const original = makeReview({ id: 'r1', reviewerName: 'Meera', comment: 'Good rice.', rating: 4, version: 1 });
  const current = { ...original, comment: 'Very good rice, fine meat.', rating: 5, version: 2 };

  function conflictSetup() {
    let answered = false;
    return setup({
      'GET /api/reviews/:eventId': () => page([answered ? current : original]),
      'POST /api/reviews/:eventId': () => {
        if (answered) return page([{ ...current, comment: 'Good rice. Meat a bit dry.', version: 3 }]);
        answered = true;
        const refusal = fail(409, 'Someone else changed this…', 'kitchenRules.records.stale') as {
          status: number;
          body: Record<string, unknown>;
        };
        return { ...refusal, body: { ...refusal.body, current } };
      },
    });
  }

  async function editAndSave() {
    await screen.findByRole('heading', { level: 6, name: 'Meera' });
    fireEvent.click(within(reviewCard('Meera')).getByRole('button', { name: en.tasks.reviews.edit }));
    expect(screen.getByRole('heading', { level: 5, name: 'Edit the review by Meera' })).toBeTruthy();
    expect(field(en.tasks.reviews.form.comment).value).toBe('Good rice.');
    type(en.tasks.reviews.form.comment, 'Good rice. Meat a bit dry.');
    fireEvent.click(screen.getByRole('button', { name: en.tasks.reviews.form.submit }));
    return screen.findByRole('alert');
  }

  it("shows the cook's version beside the saved one, and keeps the cook's from the saved version", async () => {
    const { calls } = conflictSetup();
    const conflict = await editAndSave();
    expect(within(conflict).getByText(rules.records.conflict.heading)).toBeTruthy();
    const values = within(conflict)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    // Review and rating differ: the cook's first, the saved ones after.
    expect(values).toEqual(['Good rice. Meat a bit dry.', '4', 'Very good rice, fine meat.', '5']);

    fireEvent.click(within(conflict).getByRole('button', { name: rules.records.conflict.keepMine }));
    await screen.findByText(en.tasks.reviews.saved);
    const sent = posts(calls).map((call) => call.body as { id: string; comment: string; version: number }[]);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual([expect.objectContaining({ id: 'r1', comment: 'Good rice. Meat a bit dry.', version: 1 })]);
    expect(sent[1]).toEqual([expect.objectContaining({ id: 'r1', comment: 'Good rice. Meat a bit dry.', version: 2 })]);
    // Back to adding a new review.
    expect(screen.getByRole('heading', { level: 5, name: en.tasks.reviews.form.heading })).toBeTruthy();
  });

  it('takes the saved one: nothing more is sent and the list shows it', async () => {
    const { calls } = conflictSetup();
    const conflict = await editAndSave();
    fireEvent.click(within(conflict).getByRole('button', { name: rules.records.conflict.takeSaved }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(posts(calls)).toHaveLength(1);
    expect(await screen.findByText('Very good rice, fine meat.')).toBeTruthy();
  });

  it('reads in Malayalam', async () => {
    await switchLanguage('ml');
    conflictSetup();
    await screen.findByRole('heading', { level: 6, name: 'Meera' });
    fireEvent.click(within(reviewCard('Meera')).getByRole('button', { name: ml.tasks.reviews.edit }));
    type(ml.tasks.reviews.form.comment, 'നല്ല ചോറ്.');
    fireEvent.click(screen.getByRole('button', { name: ml.tasks.reviews.form.submit }));
    const conflict = await screen.findByRole('alert');
    expect(within(conflict).getByText(rulesMl.records.conflict.heading)).toBeTruthy();
    expect(within(conflict).getByText(rulesMl.records.conflict.saved)).toBeTruthy();
    expect(within(conflict).getByRole('button', { name: rulesMl.records.conflict.keepMine })).toBeTruthy();
  });
});
