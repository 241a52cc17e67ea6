// The Three Loaders article: "until the page knew which table view owned a gesture, it could not decide
// which load that gesture was allowed to trigger". The ownership flag is that knowledge.

import ScrollSim

/// The page's loads read the ownership flag itself rather than guessing it from offsets.
extension OwnershipCoordinator: LoadAwareCoordinator {}
