/** The laboratory page's error and empty texts (spec laboratory.md §8), letter for letter. */
export const LAB_MESSAGES = {
  testsFailed: "Failed to load lab tests. Please try again.",
  packsFailed: "Failed to load analysis packs. Please try again.",
  testDetailsFailed: "Failed to load test details. Please try again.",
  noTests: "No Lab Tests Available",
  emptySelection: "Please select at least one test or analysis pack before booking an appointment.",
} as const;
