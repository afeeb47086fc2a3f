// Searches as people type them (partial words, any order): 20 x 16 texts on 3 pages, 960 distinct
// requests in turn, so the server's caches of ordered lists (32) and pages (400) keep missing and
// the figure is the search itself.
const SEARCH_WORDS = ['chicken', 'beef', 'pizza', 'bacon', 'milk', 'salt', 'carrot', 'mushroom', 'cola', 'napkin', 'chedd', 'oil', 'tomato', 'cleaner', 'wings', 'steak', 'juice', 'box', 'wrap', 'fries'];
const SEARCH_MORE = ['', 'jumbo', 'natural', 'frozen', 'smoked', 'grade', 'compost', 'angus', 'gallon', 'coarse', 'center', 'air', 'choice', 'free', 'fancy', 'breast'];
/** How many distinct requests searchPath makes before it repeats. */
export const SEARCH_PATHS = SEARCH_WORDS.length * SEARCH_MORE.length * 3;
export const searchPath = (i: number) => {
  const text = `${SEARCH_MORE[Math.floor(i / SEARCH_WORDS.length) % SEARCH_MORE.length]} ${SEARCH_WORDS[i % SEARCH_WORDS.length]}`.trim();
  const page = 1 + (Math.floor(i / (SEARCH_WORDS.length * SEARCH_MORE.length)) % 3);
  return `/api/product/list?page=${page}&pageSize=50&s=${encodeURIComponent(text)}`;
};
