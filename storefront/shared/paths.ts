/**
 * The addresses of the storefront's open pages that other features link to (a program's page, a trainer's page),
 * defined once. The route table (src/routing/routes.ts) holds their patterns.
 */
export const programPath = (programId: number | string) => `/athlete/program/${programId}`;
export const trainerPath = (trainerId: number | string) => `/athlete/trainer-details?trainerId=${trainerId}`;
