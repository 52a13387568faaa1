/** 'Caja con: …' once, whether or not the stored description already carries it. */
export const withBoxPrefix = (description: string): string => (/^caja con:/i.test(description) ? description : `Caja con: ${description}`);
