/** The account's "My stays" (#18): a constant here so the account hub links it without the page's code. */
export const STAYS_PATH = '/account/stays';
export const HOTEL_PATH = '/hotel';
