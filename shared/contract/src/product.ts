/** The assistant's name, in one place so the product can be rebranded (DECISIONS.md, Name). */
export const PRODUCT_NAME = 'Fina';
export const PRODUCT_SLUG = PRODUCT_NAME.toLowerCase();
export const CHAT_ROUTE = `/chat-with-${PRODUCT_SLUG}`;
export const CHAT_BUTTON_LABEL = `Chat with ${PRODUCT_NAME}`;
export const TYPING_LABEL = `${PRODUCT_NAME} AI is typing...`;
