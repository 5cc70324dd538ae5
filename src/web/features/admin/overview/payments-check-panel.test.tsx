import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminOverviewEn as en } from '#shared/content/locales/admin-overview.en.ts';
import { adminOverviewMl as ml } from '#shared/content/locales/admin-overview.ml.ts';
import type { PaymentsCheck, UnbookedPayment } from '#shared/schemas/payments.ts';
import { fail, ok, serveApi } from '#web/test/fake-api.ts';
import { switchLanguage } from '#web/test/language.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { PaymentsCheckPanel } from './payments-check-panel.tsx';

const unbooked: UnbookedPayment = {
  id: 4,
  orderId: 'order_test_lost1',
  paymentId: 'pay_test_lost1',
  amountPaise: 55_000,
  phone: '9847012345',
  paidAt: '2026-11-28T04:30:00.000Z',
  reason: 'no-hold',
  refundedAt: null,
};
const check: PaymentsCheck = {
  lastPass: { ranAt: '2026-11-28T04:40:00.000Z', checked: 3, booked: 1, unmatched: 1, unreachable: 0 },
  unbooked: [unbooked],
};

const renderPanel = () => renderWithProviders(<PaymentsCheckPanel />, { url: '/admin' });
const panel = () => screen.getByTestId('payments-check');

describe('Payments check on the overview', () => {
  it('shows the last pass and each payment without booking with its amount, phone, time and refund', async () => {
    serveApi({ 'GET /api/payments/reconciliation': () => ok(check) });
    renderPanel();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(en.payments.loading);
    const row = await screen.findByRole('listitem');
    expect(screen.getByTestId('last-pass').textContent).toContain('Last checked 28 Nov 2026, 10:10');
    expect(screen.getByTestId('last-pass').textContent).toContain('1 booked · 1 payment without booking');
    expect(row.textContent).toContain('₹550');
    expect(row.textContent).toContain('9847012345');
    expect(row.textContent).toContain('28 Nov 2026, 10:00');
    expect(row.textContent).toContain(en.payments.reasons['no-hold']);
    expect(within(row).getByRole('button', { name: 'Refund ₹550' })).toBeTruthy();
  });

  it('refunds after asking, then shows the payment refunded', async () => {
    let data = check;
    const { calls } = serveApi({
      'GET /api/payments/reconciliation': () => ok(data),
      'POST /api/payments/unbooked/:id/refund': () => {
        const payment = { ...unbooked, refundedAt: '2026-11-28T04:45:00.000Z' };
        data = { ...check, unbooked: [payment] };
        return ok({ payment });
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund ₹550' }));
    const dialog = screen.getByRole('dialog', { name: en.payments.refundDialog.title });
    expect(dialog.textContent).toContain('The whole ₹550 goes back to the payer');
    fireEvent.click(within(dialog).getByRole('button', { name: en.payments.refundDialog.confirm }));
    expect(await within(panel()).findByText(/Refunded 28 Nov 2026, 10:15/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/payments/unbooked/4/refund',
    ]);
  });

  it('says when the gateway refused the refund, in its words', async () => {
    serveApi({
      'GET /api/payments/reconciliation': () => ok(check),
      'POST /api/payments/unbooked/:id/refund': () =>
        fail(
          409,
          'The payment gateway refused the refund: Payment not captured',
          'adminOverview.payments.refusals.gatewayRefused',
          {
            params: { reason: 'Payment not captured' },
          },
        ),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Refund ₹550' }));
    fireEvent.click(screen.getByRole('button', { name: en.payments.refundDialog.confirm }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The payment gateway refused the refund: Payment not captured',
    );
  });

  it('runs the pass now and says how many paid orders it booked', async () => {
    let data: PaymentsCheck = { lastPass: null, unbooked: [] };
    serveApi({
      'GET /api/payments/reconciliation': () => ok(data),
      'POST /api/payments/reconcile': () => {
        data = { ...check, unbooked: [] };
        return ok({ ranAt: check.lastPass!.ranAt, booked: [], unmatched: [] });
      },
    });
    renderPanel();
    expect(await screen.findByText(en.payments.neverRun)).toBeTruthy();
    expect(screen.getByText(en.payments.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.payments.runNow }));
    expect(await screen.findByText('Checked: 0 paid orders booked.')).toBeTruthy();
    expect(await screen.findByText(/Last checked/)).toBeTruthy();
  });

  it('says when it cannot load, and loads on Try again', async () => {
    const { routes } = serveApi({ 'GET /api/payments/reconciliation': () => 'network' });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to connect');
    routes['GET /api/payments/reconciliation'] = () => ok(check);
    fireEvent.click(screen.getByRole('button', { name: en.payments.retry }));
    expect(await screen.findByRole('listitem')).toBeTruthy();
  });

  it('works in Malayalam', async () => {
    await switchLanguage('ml');
    serveApi({ 'GET /api/payments/reconciliation': () => ok(check) });
    renderPanel();
    const row = await screen.findByRole('listitem');
    expect(screen.getByRole('heading', { name: ml.payments.title })).toBeTruthy();
    expect(screen.getByText(ml.payments.listTitle)).toBeTruthy();
    expect(row.textContent).toContain(ml.payments.reasons['no-hold']);
    expect(within(row).getByRole('button', { name: '₹550 റീഫണ്ട് ചെയ്യുക' })).toBeTruthy();
  });
});
