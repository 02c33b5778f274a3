/** The back office's quote screens (#17); here so the header links them without their code. */
export const BACK_OFFICE_QUOTES_PATH = '/back-office/quotes';
export const backOfficeQuoteHref = (id: string) => `${BACK_OFFICE_QUOTES_PATH}/${id}`;
