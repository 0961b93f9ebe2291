export async function measureGrowth() {}
