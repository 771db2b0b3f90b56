import { useCallback, useEffect, useState } from "react";
import type { AnalysisPack, LabTest } from "#contracts/laboratory.ts";
import { totalPrice } from "#contracts/lab-booking.ts";
import { readSelection, writeSelection, type Selection } from "./selection-storage.ts";

const toggled = <T extends { _id: string }>(list: T[], item: T): T[] =>
  list.some((x) => x._id === item._id) ? list.filter((x) => x._id !== item._id) : [...list, item];

/**
 * The tests and packs chosen on the services tab. Starts empty (the server cannot know the browser's storage),
 * restores the stored selection once the page runs, and stores every change.
 */
export function useLabSelection(tests: LabTest[] | null, packs: AnalysisPack[] | null) {
  const [selection, setSelection] = useState<Selection>({ tests: [], packs: [] });
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setSelection(readSelection(tests, packs));
    setRestored(true);
  }, [tests, packs]);

  useEffect(() => {
    if (restored) writeSelection(selection);
  }, [restored, selection]);

  const toggleTest = useCallback((test: LabTest) => setSelection((s) => ({ ...s, tests: toggled(s.tests, test) })), []);
  const togglePack = useCallback((pack: AnalysisPack) => setSelection((s) => ({ ...s, packs: toggled(s.packs, pack) })), []);
  const clear = useCallback(() => setSelection({ tests: [], packs: [] }), []);

  const selectedIds = new Set([...selection.tests, ...selection.packs].map((item) => item._id));
  return {
    selection,
    selectedIds,
    count: selectedIds.size,
    total: totalPrice([...selection.tests, ...selection.packs]),
    toggleTest,
    togglePack,
    clear,
  };
}

export type LabSelection = ReturnType<typeof useLabSelection>;
