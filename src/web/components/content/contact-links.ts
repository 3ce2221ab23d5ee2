/** A `tel:` link for a hotline as it is printed (400-860-2580 → tel:4008602580). */
export const telHref = (hotline: string) => `tel:${hotline.replace(/[^\d+]/g, '')}`;
