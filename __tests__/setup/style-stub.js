// Stands in for every stylesheet import (ours and NutUI's `style/css` entries): jest checks
// behaviour, not CSS. Tested in __tests__/pages/shims.test.tsx.
module.exports = {}
