// What xhs-mp-project 2.1.6 reads from xhs-mp-shared: where a page's skeleton screen may live and
// the template extension. The rest of the devtools' shared module is not needed by the checker.
exports.SKETCH_ML_REG = /\.skeleton\.xhsml$/
exports.ML_COMMON_EXT = /\.xhsml$/
