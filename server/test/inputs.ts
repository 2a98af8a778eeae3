import type { ProductInput, ProductUpdate, RecipeInput } from '../../domain/schemas';

/** Valid request bodies for writes; tests override the field they are about. */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Smoked Sea Salt',
    brand: 'Forge & Flame',
    category: 'Seasonings',
    description: 'Flaky sea salt cold-smoked over applewood.',
    images: [{ url: '/images/products/smoked-sea-salt.svg', alt: 'A jar of smoked sea salt' }],
    sizes: [
      { size: '4 oz', priceCents: 899, stock: 12 },
      { size: '8 oz', priceCents: 1499, salePercent: 10, stock: 0 },
    ],
    features: ['Cold-smoked for 48 hours'],
    ...overrides,
  };
}

/** A valid Edit Product body: productInput's fields; its sizes are new ones unless overridden. */
export function productUpdate(overrides: Partial<ProductUpdate> = {}): ProductUpdate {
  return { ...productInput(), ...overrides };
}

export function recipeInput(overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    title: 'Smoked Chicken Thighs',
    category: 'Grilled Poultry',
    description: 'Crisp-skinned thighs smoked over cherry wood.',
    prepTime: '15 mins',
    cookTime: '2 hours',
    servings: 4,
    difficulty: 'Easy',
    imageUrl: '/images/recipes/smoked-chicken-thighs.svg',
    ingredients: ['8 bone-in chicken thighs', '2 tbsp Memphis Dry Rub'],
    instructions: ['Season the thighs.', 'Smoke at 275 °F until 175 °F inside.'],
    tips: ['Dry the skin in the fridge overnight.'],
    equipment: ['Smoker'],
    temperature: { smoking: '275 °F', internal: '175 °F' },
    ...overrides,
  };
}
