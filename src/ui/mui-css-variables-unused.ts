/**
 * Stands in, in the production build, for MUI's CSS-variables theme machinery (`createThemeWithVars` and the
 * `CssVarsProvider` its ThemeProvider switches to), which createTheme and ThemeProvider import for apps that opt
 * into CSS variables. Sportlink's themes never do (src/ui/app-theme.ts sets no `cssVariables` and no
 * `colorSchemes`), so these are never reached; leaving them out keeps about 7 kB gzip out of every page's first
 * load (vite.config.ts, ADR 010). Reaching one is a loud error, not a silent change of look.
 */
function cssVariablesThemesAreNotBuiltIn(): never {
  throw new Error('MUI CSS-variables themes are not part of this build (see src/ui/mui-css-variables-unused.ts)');
}

export default cssVariablesThemesAreNotBuiltIn;
export const CssVarsProvider = cssVariablesThemesAreNotBuiltIn;
