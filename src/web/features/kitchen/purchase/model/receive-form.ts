import { z } from 'zod';
import { typedRupeesSchema } from '#shared/schemas/money.ts';
import { deliverySchema, type SupplierList } from '#shared/schemas/purchasing.ts';
import { typedNumberField } from '../../model/typed-number.ts';

const line = deliverySchema.shape.lines.element.shape;

/**
 * The delivery as typed: per line the quantity and the price per unit in rupees as text, read into the
 * call's body and checked by its own rules (deliverySchema), each line's problem beside its field.
 */
export const receiveFormSchema = z
  .object({
    lines: z.array(
      z.object({
        itemId: line.itemId,
        quantity: typedNumberField(line.quantity, { decimals: 3 }),
        price: typedRupeesSchema().pipe(line.pricePaise),
      }),
    ),
  })
  .transform(({ lines }) => ({ lines: lines.map(({ price, ...rest }) => ({ ...rest, pricePaise: price })) }))
  .pipe(deliverySchema);
export type ReceiveFormValues = z.input<typeof receiveFormSchema>;

/** The form as it opens: each line at the list's quantity, the price left for the cook to type. */
export function receiveFormValues(supplier: SupplierList): ReceiveFormValues {
  return { lines: supplier.lines.map((item) => ({ itemId: item.itemId, quantity: String(item.quantity), price: '' })) };
}

/**
 * The form's field for a server refusal naming a line (`lines.<n>.…`): the price for its `pricePaise`,
 * else the line's quantity (an item no longer in the inventory has no field of its own); none otherwise.
 */
export function receiveFieldOf(serverField: string): string | undefined {
  const [, index, name] = /^lines\.(\d+)\.(\w+)$/.exec(serverField) ?? [];
  if (index === undefined) return undefined;
  return `lines.${index}.${name === 'pricePaise' ? 'price' : 'quantity'}`;
}
