import { businessSettingsSchema, type BusinessSettings } from '#shared/schemas/settings.ts';

export type BusinessField = keyof BusinessSettings;
/** As typed: numbers stay text until saved, so a half-typed value is not lost. */
export type BusinessFormValues = Record<BusinessField, string>;
/** Fields with a problem; each field has one sentence saying its rule. */
export type BusinessFormErrors = Partial<Record<BusinessField, true>>;

const NUMBER_FIELDS = new Set<BusinessField>(['peoplePerOrder', 'maxPerItem']);
const FIELDS = Object.keys(businessSettingsSchema.shape) as BusinessField[];

export function businessForm(settings: BusinessSettings): BusinessFormValues {
  return Object.fromEntries(FIELDS.map((field) => [field, String(settings[field])])) as BusinessFormValues;
}

function toNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** "+91 98470 12345" is how people write it; the storefront's chat link needs 919847012345. */
export function whatsAppDigits(text: string): string {
  return text.replace(/[\s+\-().]/g, '');
}

export function toBusinessSettings(values: BusinessFormValues): unknown {
  return Object.fromEntries(
    FIELDS.map((field) => {
      if (NUMBER_FIELDS.has(field)) return [field, toNumber(values[field])];
      if (field === 'sellerWhatsApp') return [field, whatsAppDigits(values[field])];
      return [field, values[field]];
    }),
  );
}

export type BusinessFormCheck = { ok: true; settings: BusinessSettings } | { ok: false; errors: BusinessFormErrors };

/** The schema the server applies to PUT /api/settings. */
export function validateBusinessForm(values: BusinessFormValues): BusinessFormCheck {
  const parsed = businessSettingsSchema.safeParse(toBusinessSettings(values));
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: BusinessFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && FIELDS.includes(field as BusinessField)) errors[field as BusinessField] = true;
  }
  return { ok: false, errors };
}

/** The field a refused save names (the server sends it with the refusal). */
export function serverBusinessErrors(field: string | undefined): BusinessFormErrors | null {
  return field && FIELDS.includes(field as BusinessField) ? { [field]: true } : null;
}
