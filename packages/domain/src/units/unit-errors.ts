/** Quantities in two different units were combined without converting one of them. */
export class UnitMismatchError extends Error {
  constructor(
    readonly left: string,
    readonly right: string,
  ) {
    super(`Unit mismatch: ${left} and ${right} must be converted to one unit first`);
    this.name = 'UnitMismatchError';
  }
}

/** The unit is neither a sell-by nor a price-by unit of the product, so it has no conversion. */
export class UnknownUnitError extends Error {
  constructor(readonly unit: string) {
    super(`Unit ${unit} is not a sell-by or price-by unit of this product`);
    this.name = 'UnknownUnitError';
  }
}
