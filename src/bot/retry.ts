/** Caps @grammyjs/auto-retry so a flood wait never holds a chat for minutes. */
export const AUTO_RETRY = { maxRetryAttempts: 3, maxDelaySeconds: 30 };
