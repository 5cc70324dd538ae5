// zod's own problems (a field's `.max(300)`) are named by text key, as every schema message is.
import { keyOf } from '#shared/content/locales/text-keys.ts';
import '#shared/schemas/validation-messages.ts';
import { toNestErrors } from '@hookform/resolvers';
import { useCallback } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { validationParams } from '#shared/schemas/validation-params.ts';
import { ApiError } from './api-client.ts';
import { loadTexts, useTranslation } from './i18n.ts';

void loadTexts('validation');

/**
 * The one way a form is built: react-hook-form checking the values with the shared schema the server
 * checks them with. Problems are text keys (the schema's messages), shown beside their field in the
 * screen's language; the first field with a problem gets the focus.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver' | 'defaultValues'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: schemaResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
}

/**
 * The schema's problems as the form's errors: each field's first, its text key as the message and the
 * values the text fills in (`{{maximum}}`) as `types`. A problem of the whole form goes under `root`.
 */
export function schemaResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.length > 0 ? issue.path.join('.') : 'root';
      errors[path] ??= { type: issue.code, message: issue.message, types: validationParams(issue.message, issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) as FieldErrors<z.input<Schema>> };
  };
}

/** A field's problem in the screen's language, or undefined. */
export function useFieldProblem() {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | undefined): string | undefined =>
      error?.message ? t(keyOf(error.message), error.types) : undefined,
    [t],
  );
}

/**
 * Puts a server refusal that names one of the form's fields (`field`, a dotted path as the schema's)
 * beside that field and focuses it. `fieldOf` maps a server path to the form's when they differ.
 * Answers whether it did; a refusal it cannot place is the caller's to show.
 */
export function placeRefusal<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  fieldOf: (serverField: string) => string | undefined = (serverField) => serverField,
): boolean {
  if (!(error instanceof ApiError) || !error.field || !error.code) return false;
  const field = fieldOf(error.field);
  if (field === undefined || form.getValues(field as FieldPath<Values>) === undefined) return false;
  form.setError(
    field as FieldPath<Values>,
    { type: 'server', message: error.code, types: textParams(error.params) },
    { shouldFocus: true },
  );
  return true;
}

const textParams = (params: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
