import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress.ts";

/*
 * The browser build's chunks. Left to itself the bundler made a chunk of every module two routes share (each
 * icon, each small helper), and a first visit asked for about 40 files. On a phone network each file costs a
 * round trip, so: the framework in one chunk, the page frame (the root route, everything it imports and a few tiny
 * shared helpers) in one, and the icons the routes use beyond the frame's in one (about 6 kB gzipped); the rest is
 * chunked as before. A first visit now loads 8 or 9 scripts. Server builds keep the default.
 */
const frameModules = [
  /[\\/]app[\\/]root\.tsx$/,
  // Small helpers without imports of their own that several routes share: a few hundred bytes each, cheaper in
  // the frame (loaded on every page anyway) than as files of their own.
  /[\\/]app[\\/]lib[\\/](canonical|meta|category-link|list-state)\.ts$/,
  /[\\/]app[\\/]components[\\/]listing[\\/]category-tile-image\.tsx$/,
  /[\\/]contracts[\\/]shop-terms\.ts$/,
];

const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
    { name: "frame", test: (id: string) => frameModules.some((pattern) => pattern.test(id)), priority: 20 },
    { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  // The dev server finds dependencies by crawling static imports; these are only imported on demand (frame
  // dialogs, the desktop menu), and discovering them late made it reload the page under the first click.
  optimizeDeps: { include: ["@radix-ui/react-dialog", "@radix-ui/react-dropdown-menu", "lucide-react"] },
  build: {
    target: "es2022",
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
}));
