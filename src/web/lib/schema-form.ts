import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { limitParams } from '#shared/domain/kitchen/limits.ts';
import { ApiError } from './api-client.ts';
import { useTranslation } from './i18n.ts';

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
    // The resolver's generics cannot follow a generic schema; the call is typed by Schema above.
    resolver: zodResolver(schema as never) as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
}

/** A field's problem in the screen's language, or undefined (a server refusal keeps its params in `types`). */
export function useFieldProblem() {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldError | undefined): string | undefined =>
      error?.message ? t(error.message, error.type === 'server' ? error.types : limitParams(error.message)) : undefined,
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
