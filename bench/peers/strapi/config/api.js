// Strapi's REST defaults, written out: pages of 25 (at most 100), and every list answer carries its total count.
module.exports = {
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true },
};
