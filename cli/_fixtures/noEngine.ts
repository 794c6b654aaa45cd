/** A module without `defaultEngine`, for the engine loader's test. */
export const somethingElse = 1;
