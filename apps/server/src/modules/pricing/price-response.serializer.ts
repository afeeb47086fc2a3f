import { PriceResponse } from '@storefront/contract';
import { compileSerializer } from '../../platform/http/fast-serializer';

// One product's answer (unit -> price), compiled from the contract like every hot answer.
const serializeProductAnswer = compileSerializer(PriceResponse.def.valueType);

/** One product's prices by unit, as the price answer carries them. */
export type ProductAnswer = PriceResponse[string];
const fragments = new WeakMap<object, string>();

/**
 * The price answer (PriceResponse) as JSON text. The service hands out the same answer object for a
 * product for as long as its units and prices stand (see answerFor), so each
 * product's JSON is written once and then only joined.
 */
export function serializePriceResponse(answers: readonly [productKey: number, answer: ProductAnswer][]): string {
  const parts: string[] = [];
  for (const [productKey, answer] of answers) {
    let json = fragments.get(answer);
    if (json === undefined) {
      json = serializeProductAnswer(answer);
      fragments.set(answer, json);
    }
    parts.push(`"${productKey}":${json}`);
  }
  return `{${parts.join(',')}}`;
}
