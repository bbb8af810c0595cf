// The channel lives in components/customer-display (the till's features may import components,
// not another feature); this path keeps working for code written against it.
export * from '#client/components/customer-display/display-channel';
