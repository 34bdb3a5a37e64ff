/**
 * How long a test waits for a screen after opening an address: each screen's code is a lazy chunk of its own, fetched
 * on its first visit (with what it reads), which takes a few seconds more than an update of a shown screen on a busy
 * machine.
 */
export const SCREEN_LOAD = { timeout: 15_000 };

/** How long a test waits for the answer to a password: the server checks it with a deliberately slow hash (scrypt, 128 MiB). */
export const PASSWORD_CHECK = { timeout: 15_000 };
