/** Product-wide constants (product.md §1, §9). Defined once, imported everywhere. */

export const PRODUCT_NAME = "Greenlit";
export const PRODUCT_OWNER = "Greenlit Studio";
export const TAGLINE = "The fastest way to make your story sellable.";

export const MIN_CONTENT_CHARACTERS = 100;
export const MAX_ANALYZE_TEXT_BYTES = 2 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = "Max 100 MB";

export const HISTORY_TITLE_FALLBACK_LENGTH = 60;
/** GET /api/history answers this many records a page unless asked for fewer (at most HISTORY_PAGE_MAX). */
export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_PAGE_MAX = 100;
export const DATE_FORMAT = "MMM d, yyyy";
export const DEFAULT_DOWNLOAD_TITLE = "My Pitch Deck";

export const STORAGE_KEYS = { wizard: "pitch-deck-wizard", theme: "theme" } as const;
export const DEFAULT_THEME = "light";
export type Theme = "light" | "dark";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";

export const CONSULTATION_PRICE_DOLLARS = 249;
export const CONSULTATION_MINUTES = 60;
export const DEFAULT_BOOKING_URL = "https://calendly.com/greenlit/consultation";

export const TYPICAL_PROCESSING_TIME = "2-3 minutes for a 20-page deck";
export const PROMPT_RESET_RELOAD_DELAY_MS = 500;

export const PDF_MARGIN = 20;
