import { ActivityList } from "./Activity"

/**
 * The Account view's Activity tab: the account's recent activity under its tokens' tab, the
 * same list as the Activity view's, its month headings and Load more included.
 */
const ActivityTab = () => <ActivityList />

export default ActivityTab
